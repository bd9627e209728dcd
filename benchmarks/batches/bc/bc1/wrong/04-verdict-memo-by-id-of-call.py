# Breaks "Deny ... when call.tool_name == "create_case_file" and call.context.tier == "free" ...;
# otherwise None" across calls: verdicts are memoised under id(call), and a freed ToolCall's
# address is reused by the next one, so make_call("lookup_user", context=<free>) (None), dropped,
# then make_call("create_case_file", context=<free>) returns the cached None (or the reverse: a Deny).
from toolhooks import Deny

_verdicts = {}


def free_tier_hook(call):
    """Rule B: free-tier sessions cannot open case files."""
    key = id(call)  # a ToolCall is immutable: one verdict per call object
    if key not in _verdicts:
        if call.tool_name == "create_case_file" and call.context.tier == "free":
            _verdicts[key] = Deny(
                "free-tier accounts cannot open case files.",
                "explain that case files come with the premium plan and answer from the FAQ.",
            )
        else:
            _verdicts[key] = None
    return _verdicts[key]
