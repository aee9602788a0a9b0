/*===-- template_registry.c - The list of kernel templates ----------------===*
 * Adding a template: write codegen/templates/<name>.c defining a
 * `const HidetTemplate`, declare it below and put it in kTemplates, add the
 * file to codegen/CMakeLists.txt (docs/architecture.md walks through it).
 * Order matters: hidetTemplateFor takes the first template that matches.
 *===----------------------------------------------------------------------===*/
#include "template.h"

#include <stdio.h>
#include <string.h>

extern const HidetTemplate hidetMatmulSimtTemplate;
extern const HidetTemplate hidetElementwiseTemplate;
extern const HidetTemplate hidetReduceTemplate;
extern const HidetTemplate hidetSoftmaxTemplate;
extern const HidetTemplate hidetLayerNormTemplate;

static const HidetTemplate *const kTemplates[] = {
    &hidetMatmulSimtTemplate,
    &hidetReduceTemplate,
    &hidetSoftmaxTemplate,
    &hidetLayerNormTemplate,
    &hidetElementwiseTemplate,
};
#define NUM_TEMPLATES (sizeof kTemplates / sizeof kTemplates[0])

size_t hidetTemplateCount(void) { return NUM_TEMPLATES; }

const HidetTemplate *hidetTemplateAt(size_t i) { return i < NUM_TEMPLATES ? kTemplates[i] : NULL; }

const HidetTemplate *hidetTemplateLookup(const char *name) {
  for (size_t i = 0; i < NUM_TEMPLATES; ++i)
    if (strcmp(kTemplates[i]->name, name) == 0)
      return kTemplates[i];
  return NULL;
}

const HidetTemplate *hidetTemplateFor(MlirOperation fn, MlirOperation anchor) {
  for (size_t i = 0; i < NUM_TEMPLATES; ++i)
    if (kTemplates[i]->matches(fn, anchor))
      return kTemplates[i];
  return NULL;
}

void hidetTemplateListText(char *buf, size_t size) {
  size_t n = 0;
  if (size)
    buf[0] = '\0';
  for (size_t i = 0; i < NUM_TEMPLATES && n < size; ++i)
    n += (size_t)snprintf(buf + n, size - n, "%s%s (%s)", i ? "; " : "", kTemplates[i]->name,
                          kTemplates[i]->takes);
}

int hidetTemplateParamIndex(const HidetTemplate *t, const char *name) {
  for (int i = 0; i < t->numParams; ++i)
    if (strcmp(t->paramNames[i], name) == 0)
      return i;
  return -1;
}
