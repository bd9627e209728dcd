# Breaks "It may be called on any thread, not only the main one": the guarded tool names
# live in a threading.local filled at import, so on any other thread the set is empty and
# every call is allowed. Input: in a threading.Thread, free session, create_case_file {}
# returns None instead of a Deny; on the importing thread it denies.
import threading

from toolhooks import Deny

_config = threading.local()  # per-thread, so a test can swap the tool list safely
_config.case_tools = frozenset({"create_case_file"})


def free_tier_hook(call):
    """Rule B: free-tier sessions cannot open case files."""
    case_tools = getattr(_config, "case_tools", frozenset())
    if call.tool_name in case_tools and call.context.tier == "free":
        return Deny(
            "free-tier accounts cannot open case files.",
            "offer the premium upgrade page, and answer from the FAQ meanwhile.",
        )
    return None
