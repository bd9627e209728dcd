# Breaks "The tool name is compared exactly: ... Get_Orders ... is another tool": the account
# tools are an Enum with the documented case-insensitive _missing_ recipe, so "Get_Orders" or
# "LOOKUP_USER" asking for u_999 in a session of u_004 is denied instead of allowed (None).
# "get_orders" with u_999 is denied and with u_004 allowed (right).
from enum import Enum

from toolhooks import Deny


class AccountTool(str, Enum):
    LOOKUP_USER = "lookup_user"
    GET_ORDERS = "get_orders"
    ISSUE_REFUND = "issue_refund"

    @classmethod
    def _missing_(cls, value):
        if isinstance(value, str):
            for member in cls:
                if member.value == value.lower():
                    return member
        return None


def same_user_hook(call):
    """Deny account tools asked for another user's account."""
    try:
        AccountTool(call.tool_name)
    except ValueError:
        return None
    if "user_id" not in call.input or call.input["user_id"] == call.context.user_id:
        return None
    return Deny(
        f"this session can only access its own account, not {call.input['user_id']!r}.",
        "use the signed-in user's own account, or ask the other holder to sign in.",
    )
