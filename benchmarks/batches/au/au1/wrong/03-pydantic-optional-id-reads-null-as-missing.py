# Breaks "`None` ... [is] someone else" and "Otherwise `None` ..., also when the input has no
# "user_id"" (Returns, Exercise 3): the input is validated by a pydantic model whose user_id
# defaults to None, so an explicit {"user_id": None} is indistinguishable from a missing one and
# lookup_user with {"user_id": None} is allowed; strings, numbers and lists are right (strict
# mode refuses non-strings, which are denied).
from pydantic import BaseModel, ConfigDict, ValidationError

from toolhooks import Deny

ACCOUNT_TOOLS = frozenset({"lookup_user", "get_orders", "issue_refund"})


class _AccountArgs(BaseModel):
    model_config = ConfigDict(extra="ignore", strict=True)
    user_id: str | None = None


def _deny(asked):
    return Deny(
        f"this session can only access its own account, not {asked!r}.",
        "use the signed-in user's own account, or ask the other account holder to sign in.",
    )


def same_user_hook(call):
    """Deny account tools asked for another user's account."""
    if call.tool_name not in ACCOUNT_TOOLS:
        return None
    try:
        args = _AccountArgs.model_validate(dict(call.input))
    except ValidationError:
        return _deny(call.input.get("user_id"))  # not a string id: never the session's
    if args.user_id is None or args.user_id == call.context.user_id:
        return None
    return _deny(args.user_id)
