# Right: delegates to the reference SameUserOnly (tools lookup_user/get_orders/issue_refund,
# field "user_id"): it returns None when the tool is another one (exact frozenset membership) or
# the input has no user_id, None when input["user_id"] == context.user_id, else a Deny with a
# non-blank reason and alternative. The session user comes from call.context.user_id only.
from toolhooks import Deny  # noqa: F401  (the notebook's import; the rule builds the Deny)
from toolhooks.examples.rules import SameUserOnly

_RULE = SameUserOnly()


def same_user_hook(call):
    """Deny account tools asked for another user's account."""
    return _RULE(call)
