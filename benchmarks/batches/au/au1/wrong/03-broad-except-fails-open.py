# Breaks "a `list`/`tuple` holding the id, or a value of any other JSON shape (lists arrive as
# tuples) are someone else" (Returns, Exercise 3): the hook body sits in `except Exception:
# return None`, and its reason %-formats the id, which raises for a tuple of two or zero
# items, so {"user_id": ["u_999", "u_998"]} or {"user_id": []} is allowed; strings, numbers
# and one-item lists are denied as they should be.
from toolhooks import Deny

ACCOUNT_TOOLS = frozenset({"lookup_user", "get_orders", "issue_refund"})


def same_user_hook(call):
    """Deny account tools asked for another user's account."""
    try:
        if call.tool_name not in ACCOUNT_TOOLS or "user_id" not in call.input:
            return None
        asked = call.input["user_id"]
        if asked == call.context.user_id:
            return None
        return Deny(
            "this session can only access its own account, not %s." % asked,
            "use the signed-in user's own account, or ask the other account holder to sign in.",
        )
    except Exception:
        return None  # a bug in a hook must never break the conversation
