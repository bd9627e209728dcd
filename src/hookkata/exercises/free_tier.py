"""Exercise 4: the free-tier authorization hook (Rule B)."""

from __future__ import annotations

from hypothesis import strategies as st

from toolhooks import HookContext
from toolhooks.rules import free_tier_cannot_open_cases

from ..exercise import Exercise, Property
from ..expect import expect_allowed, expect_denied
from ..strategies import TOOLS, calls, identity_claims, json_objects, session_ids, user_ids

NAME = "free_tier_hook"


def _contexts(tier: str) -> st.SearchStrategy[HookContext]:
    return st.builds(HookContext, user_id=user_ids, tier=st.just(tier), session_id=session_ids)


def _claiming(
    tool_input: st.SearchStrategy[dict[str, object]],
) -> st.SearchStrategy[dict[str, object]]:
    """Inputs that may also claim a premium plan or another identity."""
    return st.tuples(tool_input, identity_claims("u_999")).map(lambda pair: {**pair[0], **pair[1]})


_OTHER_TOOLS = tuple(name for name in TOOLS if name != "create_case_file")

EXERCISE = Exercise(
    number=4,
    id="free-tier",
    title="4 · Free tier cannot open case files",
    notebook="03-Trusted-Context-Untrusted-Input.ipynb",
    name=NAME,
    params=("call",),
    spec=(
        "A PreToolUse hook for Rule B: deny create_case_file when the session's tier "
        "(call.context.tier) is free, with a reason and an alternative.\n"
        "Allow premium sessions, and every other tool."
    ),
    reference=free_tier_cannot_open_cases,
    properties=(
        Property(
            "a free-tier session's create_case_file is denied with a reason and an "
            "alternative, even when the input claims a premium plan",
            expect_denied,
            calls(
                tools=("create_case_file",),
                tool_input=_claiming(json_objects),
                context=_contexts("free"),
            ),
            hint="Read the tier from call.context, never from call.input.",
        ),
        Property(
            "a premium session may open case files",
            expect_allowed,
            calls(tools=("create_case_file",), context=_contexts("premium")),
            hint="Deny only the free tier.",
        ),
        Property(
            "other tools are allowed on every tier",
            expect_allowed,
            calls(tools=_OTHER_TOOLS, tool_input=_claiming(json_objects)),
            hint="Rule B is about create_case_file only: check call.tool_name first.",
        ),
    ),
    hint="The tier is a trusted fact of the session: it lives in call.context.",
)
