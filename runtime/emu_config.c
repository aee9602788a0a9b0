/*===-- emu_config.c - Host API: configuration, failure flag, statistics ---===*/
#include "emu_internal.h"

#include <string.h>

HidetEmuConfig emuConfig = {HIDET_EMU_FORWARD, HIDET_EMU_ASYNC_AT_WAIT, 0, 0, false, false};
bool emuFailedFlag;
HidetEmuStats emuStats;

void hidetEmuConfigure(const HidetEmuConfig *config) {
  if (config)
    emuConfig = *config;
  else
    memset(&emuConfig, 0, sizeof emuConfig);
  emuFailedFlag = false;
  memset(&emuStats, 0, sizeof emuStats);
}

bool hidetEmuFailed(void) { return emuFailedFlag; }

void hidetEmuGetStats(HidetEmuStats *out) {
  if (out)
    *out = emuStats;
}
