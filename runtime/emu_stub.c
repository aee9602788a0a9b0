/* placeholder until the runtime lands */
#include "emulator.h"
static const HidetEmuSymbol kNone[] = {{0, 0}};
const HidetEmuSymbol *hidetEmuSymbols(void) { return kNone; }
