# Right: the package's SameUserOnly with its defaults (field "user_id", ACCOUNT_TOOLS ==
# frozenset({"lookup_user", "get_orders", "issue_refund"}), exact membership): None unless the
# tool is one of those and the input has "user_id"; then None if it == call.context.user_id,
# else a Deny with a reason and a non-blank alternative. Reads no other field.
from toolhooks import Deny  # noqa: F401  (the notebook's import; the rule builds the Deny)
from toolhooks.examples.rules import SameUserOnly

_rule = SameUserOnly()


def same_user_hook(call):
    """Deny account tools asked for another user's account."""
    return _rule(call)
