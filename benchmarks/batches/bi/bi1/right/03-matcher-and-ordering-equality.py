# Right: the package's own matcher for a plain "a|b|c" list is exact set membership, so only the
# three exact names apply; no user_id -> None; the id is the same user only if it is a str that is
# neither below nor above call.context.user_id (string equality, code point by code point); every
# other value (None, 4, a tuple, a dict, NaN, another string) -> Deny with a non-blank alternative.
from toolhooks import Deny
from toolhooks.matchers import compile_matcher

_applies = compile_matcher("lookup_user|get_orders|issue_refund")


def same_user_hook(call):
    """Deny account tools asked for another user's account."""
    if not _applies(call.tool_name) or "user_id" not in call.input:
        return None
    asked, own = call.input["user_id"], call.context.user_id
    if type(asked) is str and not (asked < own or asked > own):
        return None
    return Deny(
        f"{call.tool_name} may only be used on the signed-in user's own account",
        "help the customer with their own account, or ask them to sign in as the other user",
    )
