# Right: toolhooks' own SameUserOnly() checks exactly this: the tool name in
# {"lookup_user", "get_orders", "issue_refund"} (exact), no "user_id" -> None, input["user_id"]
# == call.context.user_id -> None, else Deny(reason, non-blank alternative). It reads only
# call.context.user_id, never the attributes or other input fields.
from toolhooks import Deny  # noqa: F401  (the notebook's import)
from toolhooks.examples.rules import SameUserOnly

_RULE = SameUserOnly()


def same_user_hook(call):
    """Deny account tools asked for another user's account."""
    return _RULE(call)
