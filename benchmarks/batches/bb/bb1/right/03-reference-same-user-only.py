# Right: delegates to the reference hook the notebook demonstrates, toolhooks' SameUserOnly with
# its defaults: tools exactly {"lookup_user", "get_orders", "issue_refund"}, field "user_id",
# None when the tool differs or the field is absent, None when input["user_id"] == context.user_id
# (plain ==, nothing else read), else Deny(reason, non-blank alternative).
from toolhooks import Deny  # noqa: F401  (as the notebook imports it)
from toolhooks.examples.rules import SameUserOnly

_rule = SameUserOnly()


def same_user_hook(call):
    """Deny account tools asked for another user's account."""
    return _rule(call)
