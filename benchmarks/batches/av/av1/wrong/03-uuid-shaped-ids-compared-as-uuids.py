# Breaks: "a "user_id" that is not equal (==) to call.context.user_id ("U_004" ...) [is]
# someone else". Ids that parse as UUIDs are compared as uuid.UUID values (case, hyphens,
# braces, "urn:uuid:" ignored): in a session of "8c2a4f6e-1d3b-4c5a-9e7f-0a1b2c3d4e5f",
# lookup_user for the upper-case spelling is allowed. Non-UUID ids compare with ==.
import uuid

from toolhooks import Deny

ACCOUNT_TOOLS = frozenset({"lookup_user", "get_orders", "issue_refund"})


def _same_account(asked, own):
    if asked == own:
        return True
    if not isinstance(asked, str):
        return False
    try:  # account ids are often UUIDs: compare the value, not the spelling
        return uuid.UUID(asked) == uuid.UUID(own)
    except ValueError:
        return False


def same_user_hook(call):
    """Deny account tools asked for another user's account."""
    if call.tool_name not in ACCOUNT_TOOLS or "user_id" not in call.input:
        return None
    asked = call.input["user_id"]
    if _same_account(asked, call.context.user_id):
        return None
    return Deny(
        f"this session can only access its own account, not {asked!r}.",
        "use the signed-in user's own account, or ask the person to sign in as that account holder.",
    )
