# RIGHT. The package's SameUserOnly with its defaults does exactly the Returns paragraph: tools
# lookup_user/get_orders/issue_refund compared exactly (frozenset membership), the "user_id"
# key only, compared with == to call.context.user_id (nothing from attributes), None when the
# key is missing, otherwise Deny(reason, non-blank alternative); the reason uses repr, which
# works for any JSON value (an int of up to 4,300 digits too).
from toolhooks.examples.rules import SameUserOnly

_rule = SameUserOnly()


def same_user_hook(call):
    """Deny account tools asked for another user's account."""
    return _rule(call)
