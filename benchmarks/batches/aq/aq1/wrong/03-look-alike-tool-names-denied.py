# Breaks "The tool name is compared exactly: ... get_orders with a fullwidth letter is another tool" and
# "Otherwise None": a name that only NFKC-folds to an account tool is denied as an evasion attempt, so
# "get_\uff4frders" (fullwidth o) with {"user_id": "u_004"}, or with no user_id at all, in a u_004 session
# gets a Deny. (Transfer of non-ascii-tool-names-denied.) Exact names are handled right.
import unicodedata

from toolhooks import Deny

ACCOUNT_TOOLS = frozenset({"lookup_user", "get_orders", "issue_refund"})


def same_user_hook(call):
    """Deny account tools asked for another user's account."""
    name = call.tool_name
    if name not in ACCOUNT_TOOLS and unicodedata.normalize("NFKC", name) in ACCOUNT_TOOLS:
        return Deny(
            f"the tool name {name!r} imitates an account tool.",
            "call the account tool by its exact name.",
        )
    if name in ACCOUNT_TOOLS and "user_id" in call.input:
        if call.input["user_id"] != call.context.user_id:
            return Deny(
                f"this session can only access its own account, not {call.input['user_id']!r}.",
                "use the signed-in user's own account instead.",
            )
    return None
