# Right: the package's SameUserOnly() does exactly what the Returns paragraph asks: the three
# account tools by exact name (a frozenset), no "user_id" -> None, input["user_id"] ==
# call.context.user_id -> None (plain ==, so only an equal value passes), otherwise a Deny with a
# reason and a non-blank alternative. Nothing else in the input or the attributes is read.
from toolhooks.examples.rules import SameUserOnly

_RULE = SameUserOnly(field="user_id", tools=["lookup_user", "get_orders", "issue_refund"])


def same_user_hook(call):
    """Deny account tools asked for another user's account."""
    return _RULE(call)
