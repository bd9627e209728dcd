# Breaks: "the id in quotes ('\"u_004\"') ... are someone else". Ids that look like
# Python literals are decoded with ast.literal_eval first (the model sometimes quotes
# them), so with user_id "u_004" in the context, lookup_user {"user_id": "'u_004'"}
# (single quotes, which json.loads would refuse) and '"u_004"' return None.
import ast

from toolhooks import Deny

ACCOUNT_TOOLS = {"lookup_user", "get_orders", "issue_refund"}


def _unquote(value):
    if isinstance(value, str) and value[:1] in {"'", '"'}:
        try:
            return ast.literal_eval(value)
        except Exception:  # not a literal: keep the text
            return value
    return value


def same_user_hook(call):
    """Deny account tools asked for another user's account."""
    if call.tool_name in ACCOUNT_TOOLS and "user_id" in call.input:
        if _unquote(call.input["user_id"]) != call.context.user_id:
            return Deny("that is not the signed-in user's account", "Use the session's user id.")
    return None
