# Right: a dict maps the one exact tool name to the package's own Rule B
# (free_tier_cannot_open_cases: exact name in a frozenset, tier == "free" from the context, a
# Deny with a non-blank alternative, else None); any other name maps to nothing and returns
# ALLOW. dict lookup is exact: no folding, stripping or prefixes.
from toolhooks import ALLOW
from toolhooks.examples.rules import free_tier_cannot_open_cases

_RULES = {"create_case_file": free_tier_cannot_open_cases}


def free_tier_hook(call):
    """Rule B: free-tier sessions cannot open case files."""
    rule = _RULES.get(call.tool_name)
    if rule is None:
        return ALLOW
    return rule(call)
