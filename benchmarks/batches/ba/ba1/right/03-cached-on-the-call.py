# Right: ToolCall is a frozen, hashable dataclass whose input is a FrozenDict, so equal calls
# can share one verdict (values that are == to each other are == to the same own id, so merging
# them is harmless). Verdict: Deny with a non-blank alternative for the three exact tool names
# when "user_id" is present and != call.context.user_id; None otherwise.
import functools

from toolhooks import Deny

_ACCOUNT_TOOLS = frozenset({"lookup_user", "get_orders", "issue_refund"})
_SENTINEL = object()


@functools.lru_cache(maxsize=2048)
def same_user_hook(call):
    """Deny account tools asked for another user's account."""
    asked = call.input.get("user_id", _SENTINEL) if call.tool_name in _ACCOUNT_TOOLS else _SENTINEL
    if asked is _SENTINEL or asked == call.context.user_id:
        return None
    return Deny(
        "this session can only access its own account, not the one named in the request.",
        "use the signed-in user's own account, or ask the person to sign in as that user.",
    )
