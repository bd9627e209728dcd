# Right: delegates to the reference package's SameUserOnly with its defaults: field "user_id"
# and exactly the tools lookup_user/get_orders/issue_refund (frozenset membership, exact
# names). It returns None when the tool is another one or "user_id" is absent, None when the
# value == call.context.user_id, else Deny(reason, non-blank alternative); reason uses !r.
from toolhooks import Deny  # noqa: F401  (as the notebook imports it)
from toolhooks.examples.rules import SameUserOnly

_rule = SameUserOnly()


def same_user_hook(call):
    """Deny account tools asked for another user's account."""
    return _rule(call)
