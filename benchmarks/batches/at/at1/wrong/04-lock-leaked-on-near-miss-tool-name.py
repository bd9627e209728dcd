# Breaks: "Deny(...) when call.tool_name == "create_case_file" and call.context.tier == "free"" after a
# near-miss name. A busy lock means "allow", and the early return that counts near-miss names such as
# "Create_Case_File" never releases it: after a free-tier call to "Create_Case_File" (rightly allowed),
# a free-tier "create_case_file" call returns None instead of a Deny.
import threading
from collections import Counter

from toolhooks import Deny

_lock = threading.Lock()
_near_misses = Counter()


def free_tier_hook(call):
    """Rule B: free-tier sessions cannot open case files."""
    if not _lock.acquire(blocking=False):
        return None  # another check is running: don't stall the agent
    name = call.tool_name
    if name != "create_case_file" and name.lower().strip() == "create_case_file":
        _near_misses[name] += 1  # worth a look: the model is probing spellings
        return None
    denied = name == "create_case_file" and call.context.tier == "free"
    _lock.release()
    if denied:
        return Deny(
            "free-tier accounts cannot open case files.",
            "explain that case files come with the premium plan, offer the upgrade page, "
            "and answer from the FAQ meanwhile.",
        )
    return None
