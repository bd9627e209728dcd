# Breaks "The session's user is call.context.user_id only": the owner is remembered per session_id from
# the first call, so after any call from HookContext("u_004", "free", "s_1"), a lookup_user
# {"user_id": "u_777"} from HookContext("u_777", "free", "s_1") is denied (and u_004 would be allowed).
# (Transfer of tier-cached-per-session.) One context per session id gets every answer right.
from toolhooks import Deny

ACCOUNT_TOOLS = frozenset({"lookup_user", "get_orders", "issue_refund"})
_owner_by_session = {}


def same_user_hook(call):
    """Deny account tools asked for another user's account."""
    owner = _owner_by_session.setdefault(call.context.session_id, call.context.user_id)
    if call.tool_name in ACCOUNT_TOOLS and "user_id" in call.input:
        if call.input["user_id"] != owner:
            return Deny(
                f"this session can only access its own account, not {call.input['user_id']!r}.",
                "use the signed-in user's own account instead.",
            )
    return None
