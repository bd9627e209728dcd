# Right: the reference package's SameUserOnly (toolhooks.examples.rules) with its defaults
# checks exactly lookup_user/get_orders/issue_refund (a frozenset, exact names), allows a
# call without "user_id", allows when input["user_id"] == context.user_id, and otherwise
# returns Deny(reason, non-blank alternative). The instance is built once and never changes.
from toolhooks.examples.rules import SameUserOnly

_RULE = SameUserOnly()


def same_user_hook(call):
    """Deny account tools asked for another user's account."""
    return _RULE(call)
