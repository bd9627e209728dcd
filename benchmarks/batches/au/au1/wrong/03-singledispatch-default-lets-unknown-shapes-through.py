# Breaks "`None`, ..., or a value of any other JSON shape ... are someone else" (Returns,
# Exercise 3): the comparison is a singledispatch function with str, int and tuple cases and a
# default that says "not an id, not someone else", so {"user_id": None}, {"user_id": 4.0} and
# {"user_id": {"id": "u_999"}} are allowed; strings, ints (and bools) and lists are right.
from functools import singledispatch

from toolhooks import Deny

ACCOUNT_TOOLS = frozenset({"lookup_user", "get_orders", "issue_refund"})


@singledispatch
def _someone_else(asked, own):
    return False  # a shape we do not know is not an id: the tool will reject it


@_someone_else.register
def _(asked: str, own):
    return asked != own


@_someone_else.register
def _(asked: int, own):
    return True  # numbers are never our string ids


@_someone_else.register
def _(asked: tuple, own):
    return True  # a list of ids is never one user


def same_user_hook(call):
    """Deny account tools asked for another user's account."""
    if call.tool_name not in ACCOUNT_TOOLS or "user_id" not in call.input:
        return None
    asked = call.input["user_id"]
    if not _someone_else(asked, call.context.user_id):
        return None
    return Deny(
        f"this session can only access its own account, not {asked!r}.",
        "use the signed-in user's own account, or ask the other account holder to sign in.",
    )
