# Right: the reference package's SameUserOnly watches exactly lookup_user, get_orders and
# issue_refund (frozenset membership: exact names), returns None when "user_id" is absent or equal
# (==) to call.context.user_id, and otherwise a Deny with a reason (repr of the id, fine for a
# 4,300-digit int) and a non-blank alternative. It reads nothing else of the input or context.
from toolhooks.examples.rules import SameUserOnly

_rule = SameUserOnly()


def same_user_hook(call):
    """Deny account tools asked for another user's account."""
    return _rule(call)
