# Breaks "Deny(reason, alternative) (an alternative that is not blank) when ...": each denial pops its
# suggestion from a module list and nothing puts it back, so the fourth free-tier create_case_file in a
# process raises IndexError instead of returning a Deny. (Transfer of drains_the_list.)
# The first three denials and every allowed call are right.
from toolhooks import Deny

_SUGGESTIONS = [
    "offer the premium upgrade page",
    "answer from the general FAQ",
    "suggest writing to support by email",
]


def free_tier_hook(call):
    """Rule B: free-tier sessions cannot open case files."""
    if call.tool_name == "create_case_file" and call.context.tier == "free":
        return Deny("free-tier accounts cannot open case files.", _SUGGESTIONS.pop(0))  # vary the advice
    return None
