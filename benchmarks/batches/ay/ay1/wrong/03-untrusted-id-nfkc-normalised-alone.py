# Breaks: "another Unicode normalisation of the same letters ... are someone else; an equal string
# is the same user". Only the model's id is NFKC-normalised ("canonicalise untrusted input"):
# in a session of "jose\u0301" (decomposed), the identical id "jose\u0301" is denied, and in a
# session of "jos\u00e9" the decomposed "jose\u0301" is allowed.
import unicodedata

from toolhooks import Deny

ACCOUNT_TOOLS = {"lookup_user", "get_orders", "issue_refund"}


def same_user_hook(call):
    """Deny account tools asked for another user's account."""
    if call.tool_name not in ACCOUNT_TOOLS or "user_id" not in call.input:
        return None
    asked = call.input["user_id"]
    if isinstance(asked, str):
        asked = unicodedata.normalize("NFKC", asked)  # never compare raw model text
    if asked != call.context.user_id:
        return Deny(
            "The requested account is not the one this session belongs to.",
            "Help the signed-in customer with their own account instead.",
        )
    return None
