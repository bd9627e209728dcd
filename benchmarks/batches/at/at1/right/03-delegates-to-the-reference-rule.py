# Right: delegates to toolhooks.examples.rules.SameUserOnly with its defaults (field "user_id", the
# exact tools lookup_user, get_orders, issue_refund), which returns None for other tools or a missing
# key, None when call.input["user_id"] == call.context.user_id, and otherwise a Deny with a non-blank
# alternative; nothing else of the input or of the context's attributes is read.
from toolhooks.examples.rules import SameUserOnly

_rule = SameUserOnly()


def same_user_hook(call):
    """Deny account tools asked for another user's account."""
    return _rule(call)
