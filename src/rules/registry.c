/* registry.c — the table of rule sets the engine knows, looked up by name. */
#include <string.h>

#include "catan/classic.h"
#include "catan/game.h"
#include "catan/rivals.h"
#include "catan/struggle.h"

static const ctn_ruleset *const RULESETS[] = {&ctn_classic_rules, &ctn_struggle_rules,
                                              &ctn_seafarers_rules, &ctn_world_rules,
                                              &ctn_rivals_rules};
enum { NUM_RULESETS = sizeof RULESETS / sizeof RULESETS[0] };

int ctn_ruleset_count(void) {
    return NUM_RULESETS;
}

const ctn_ruleset *ctn_ruleset_at(int index) {
    return (index >= 0 && index < NUM_RULESETS) ? RULESETS[index] : NULL;
}

const ctn_ruleset *ctn_ruleset_find(const char *name) {
    for (int i = 0; i < NUM_RULESETS; i++)
        if (name && strcmp(RULESETS[i]->name, name) == 0) return RULESETS[i];
    return NULL;
}
