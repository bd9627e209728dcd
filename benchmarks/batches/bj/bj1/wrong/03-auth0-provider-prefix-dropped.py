# Breaks: "call.input has a "user_id" that is not equal (==) to call.context.user_id ... [is]
# someone else". Input: tool "lookup_user", input {"user_id": "google-oauth2|u_004"} in a
# session of "u_004" returns None: the Auth0-style provider prefix before "|" is dropped, so
# another provider's account with the same local id passes as the session's own.
from toolhooks import Deny

_ACCOUNT_TOOLS = frozenset({"lookup_user", "get_orders", "issue_refund"})


def same_user_hook(call):
    if call.tool_name not in _ACCOUNT_TOOLS or "user_id" not in call.input:
        return None
    asked, own = call.input["user_id"], call.context.user_id
    if isinstance(asked, str) and "|" in asked and "|" not in own:
        asked = asked.rsplit("|", 1)[1]  # "auth0|abc" and "abc" name the same person
    if asked == own:
        return None
    return Deny(
        "this session can only access its own account.",
        "use the signed-in user's own account, or ask the other holder to sign in.",
    )
