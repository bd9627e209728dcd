# Right: toolhooks' SameUserOnly does exactly the Returns paragraph: exact tool-name membership in
# {lookup_user, get_orders, issue_refund}, nothing to do without a "user_id" key, allow when
# input["user_id"] == call.context.user_id, otherwise Deny(reason, a non-blank alternative).
# It reads no other input field and no attribute, and returns None (never False) otherwise.
from toolhooks import Deny  # noqa: F401  (as the notebook imports it)
from toolhooks.examples.rules import SameUserOnly

_rule = SameUserOnly()


def same_user_hook(call):
    """Deny account tools asked for another user's account."""
    return _rule(call)
