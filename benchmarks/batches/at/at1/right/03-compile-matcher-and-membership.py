# Right: the tool test is toolhooks' own exact-name matcher ("a|b|c" is a list of exact names, so
# lookup_user_history, Get_Orders or " lookup_user" do not match); the id test `asked in (own,)` is
# identity-or-==, i.e. == against call.context.user_id only (4 vs "4", None, tuples, other spellings are
# someone else); no "user_id" key, or another tool, gives None; a refusal is a Deny with an alternative.
from toolhooks import Deny
from toolhooks.matchers import compile_matcher

_account_tool = compile_matcher("lookup_user|get_orders|issue_refund")


def same_user_hook(call):
    """Deny account tools asked for another user's account."""
    if not _account_tool(call.tool_name) or "user_id" not in call.input:
        return None
    asked = call.input["user_id"]
    if asked in (call.context.user_id,):
        return None
    return Deny(
        f"this session can only access its own account, not {asked!r}.",
        "use the signed-in user's own account, or ask the person to sign in as that account holder.",
    )
