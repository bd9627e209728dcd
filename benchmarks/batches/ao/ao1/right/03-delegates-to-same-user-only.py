# Right: the package's SameUserOnly is this contract: exact names lookup_user/get_orders/issue_refund
# (a frozenset, ==), None when the input has no "user_id" or input["user_id"] == call.context.user_id
# (equal string, any object), else a Deny with a reason and a non-blank alternative. It reads nothing
# else (no attributes, no other fields), so None, "", 4, tuples, other normalisations are denied.
from toolhooks import Deny  # noqa: F401  (the notebook's import; the rule builds the Deny)
from toolhooks.examples.rules import SameUserOnly

_RULE = SameUserOnly()


def same_user_hook(call):
    """Deny account tools asked for another user's account."""
    return _RULE(call)
