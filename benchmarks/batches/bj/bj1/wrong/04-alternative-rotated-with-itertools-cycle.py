# Breaks: "what a call returns comes from its own arguments alone (no module-level variable
# that a call writes and then reads)". Input: the same call twice (tool "create_case_file",
# free session) returns two different Deny values: each denial takes the next alternative
# from a module-level itertools.cycle, so the result depends on how many calls came before.
import itertools

from toolhooks import Deny

_ALTERNATIVES = itertools.cycle((
    "offer the premium upgrade page.",
    "answer from the general FAQ instead.",
    "suggest the community forum, where premium agents also answer.",
))


def free_tier_hook(call):
    if call.tool_name == "create_case_file" and call.context.tier == "free":
        return Deny("free-tier accounts cannot open case files.", next(_ALTERNATIVES))
    return None
