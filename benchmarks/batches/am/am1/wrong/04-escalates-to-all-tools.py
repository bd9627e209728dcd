# Breaks "... and allows everything else": after three refused case files a session is treated
# as abusive and every later call in it is denied. In HookContext("u_004", "free", "s_1"): three
# create_case_file calls, then make_call("lookup_user", {"user_id": "u_004"}) returns a Deny
# instead of None.
from collections import Counter

from toolhooks import Deny

ALTERNATIVE = "explain that case files come with the premium plan and answer from the FAQ meanwhile."
_refused = Counter()


def free_tier_hook(call):
    """Rule B: free-tier sessions cannot open case files."""
    session = call.context.session_id
    if _refused[session] >= 3:
        return Deny("this session keeps trying to open case files; it is paused.", ALTERNATIVE)
    if call.tool_name == "create_case_file" and call.context.tier == "free":
        _refused[session] += 1
        return Deny("free-tier accounts cannot open case files.", ALTERNATIVE)
    return None
