# Breaks "Deny(reason, alternative) when ... call.input has a "user_id" that is not equal (==)
# to call.context.user_id (None, ... the number 4 for "4", ... a list/tuple ...)": a Claude Code
# habit treats a non-string id as malformed and calls sys.exit(2), so lookup_user
# {"user_id": 4} raises SystemExit instead of returning Deny. String ids are judged right.
import sys

from toolhooks import Deny

ACCOUNT_TOOLS = frozenset({"lookup_user", "get_orders", "issue_refund"})


def same_user_hook(call):
    """Deny account tools asked for another user's account."""
    if call.tool_name not in ACCOUNT_TOOLS or "user_id" not in call.input:
        return None
    asked = call.input["user_id"]
    if not isinstance(asked, str):
        print(f"malformed user_id {asked!r} in {call.tool_name}", file=sys.stderr)
        sys.exit(2)  # exit code 2: block the call, stderr goes back to the model
    if asked == call.context.user_id:
        return None
    return Deny(
        f"this session can only access its own account, not {asked!r}.",
        "use the signed-in user's own account, or ask the person to sign in as that account.",
    )
