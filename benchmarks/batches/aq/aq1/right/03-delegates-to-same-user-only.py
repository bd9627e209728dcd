# Right: the package's SameUserOnly() checks exactly this: the tool name must be in the frozenset
# {"lookup_user", "get_orders", "issue_refund"} (exact, hash-and-== match), the input must hold "user_id",
# and only a value == call.context.user_id is the same user; anything else gets Deny(reason, alternative)
# with a non-blank alternative, and every other call gets None. Nothing is kept between calls.
from toolhooks.examples.rules import SameUserOnly

_RULE = SameUserOnly()


def same_user_hook(call):
    """Deny account tools asked for another user's account."""
    return _RULE(call)
