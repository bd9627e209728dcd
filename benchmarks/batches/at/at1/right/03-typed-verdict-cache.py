# Right: the verdict depends only on (tool name, session user, asked id), all hashable here (inputs are
# frozen: tuples and FrozenDicts), so it is cached on exactly those, typed so 4 and "4" never share an
# entry; equal strings compare equal whatever the object; missing "user_id" or another tool -> None;
# a refusal is a Deny with a non-blank alternative.
from functools import lru_cache

from toolhooks import Deny

ACCOUNT_TOOLS = frozenset({"lookup_user", "get_orders", "issue_refund"})


@lru_cache(maxsize=1024, typed=True)
def _is_someone_else(own, asked):
    return not (asked == own)


def same_user_hook(call):
    """Deny account tools asked for another user's account."""
    if call.tool_name not in ACCOUNT_TOOLS or "user_id" not in call.input:
        return None
    asked = call.input["user_id"]
    if not _is_someone_else(call.context.user_id, asked):
        return None
    return Deny(
        f"this session can only access its own account, not {asked!r}.",
        "use the signed-in user's own account, or ask the person to sign in as that account holder.",
    )
