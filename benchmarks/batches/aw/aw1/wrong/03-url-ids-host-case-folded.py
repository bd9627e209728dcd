# Breaks: "a "user_id" that is not equal (==) to call.context.user_id ... (is) someone else":
# ids that are URLs (OpenID-style profile URLs) have their host lower-cased before comparing,
# so "https://ID.Example.com/users/4" asked in the session of "https://id.example.com/users/4"
# is allowed.
from urllib.parse import urlsplit, urlunsplit

from toolhooks import Deny

ACCOUNT_TOOLS = frozenset({"lookup_user", "get_orders", "issue_refund"})


def _normal_url(value):
    if isinstance(value, str) and "://" in value:
        scheme, netloc, path, query, fragment = urlsplit(value)
        return urlunsplit((scheme.lower(), netloc.lower(), path, query, fragment))
    return value


def same_user_hook(call):
    """Deny account tools asked for another user's account."""
    if call.tool_name not in ACCOUNT_TOOLS or "user_id" not in call.input:
        return None
    asked = call.input["user_id"]
    if _normal_url(asked) == _normal_url(call.context.user_id):
        return None
    return Deny(
        f"only the session's own account may be used here, not {asked!r}.",
        "use the signed-in user's own account.",
    )
