# Breaks: "what a call returns comes from its own arguments alone (no module-level variable
# that a call writes and then reads)". Input: the same denied call twice (tool "lookup_user",
# {"user_id": "u_999"}, session "u_004") can return different Deny values: the alternative is
# drawn with random.choice, whose module-level generator state each call advances and reads.
import random

from toolhooks import Deny

_ACCOUNT_TOOLS = frozenset({"lookup_user", "get_orders", "issue_refund"})
_ALTERNATIVES = (
    "use the signed-in user's own account instead.",
    "ask the other account holder to sign in themselves.",
    "help with the signed-in user's own orders and refunds.",
)


def same_user_hook(call):
    if call.tool_name not in _ACCOUNT_TOOLS or "user_id" not in call.input:
        return None
    if call.input["user_id"] == call.context.user_id:
        return None
    # vary the wording so the model does not loop on the same sentence
    return Deny("this session can only access its own account.", random.choice(_ALTERNATIVES))
