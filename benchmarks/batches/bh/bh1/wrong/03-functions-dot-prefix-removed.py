# Breaks: "The tool name is compared exactly" (... is another tool) -> "Otherwise None".
# Input: tool "functions.get_orders" with input {"user_id": "u_999"}, session u_004, is denied
# instead of allowed: an OpenAI-style "functions." namespace is stripped before comparing.
from toolhooks import Deny


def same_user_hook(call):
    """Deny account tools asked for another user's account."""
    name = call.tool_name.removeprefix("functions.")
    if name not in {"lookup_user", "get_orders", "issue_refund"}:
        return None
    if "user_id" not in call.input or call.input["user_id"] == call.context.user_id:
        return None
    return Deny(
        "this session can only read or act on its own account.",
        "ask for the signed-in customer's own account.",
    )
