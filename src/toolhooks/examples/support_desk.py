"""A small customer-support tool set to run the article's examples on.

The tools know only their own arguments. ``create_case_file`` carries Rule A (a case file
needs a non-empty evidence list) because that is a capability check: the arguments alone
decide it. Whether *this user* may open a case is not the tool's business; hooks decide.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from toolhooks.dispatcher import Dispatcher
from toolhooks.errors import ToolInputError

USERS: dict[str, dict[str, Any]] = {
    "u_004": {"user_id": "u_004", "name": "Ada Byron", "tier": "free", "email": "ada@example.com"},
    "u_007": {
        "user_id": "u_007",
        "name": "Grace Hopper",
        "tier": "premium",
        "email": "grace@example.com",
    },
    "u_999": {
        "user_id": "u_999",
        "name": "Admin Account",
        "tier": "premium",
        "email": "root@example.com",
    },
}


@dataclass
class SupportDesk:
    """In-memory state behind the tools: accounts, case files, refunds."""

    users: dict[str, dict[str, Any]] = field(
        default_factory=lambda: {k: dict(v) for k, v in USERS.items()}
    )
    cases: list[dict[str, Any]] = field(default_factory=list)
    refunds: list[dict[str, Any]] = field(default_factory=list)

    def lookup_user(self, user_id: str) -> dict[str, Any]:
        if user_id not in self.users:
            raise ToolInputError(f"no user {user_id!r}; check the id (ids look like 'u_004').")
        return self.users[user_id]

    def create_case_file(
        self, customer_id: str, summary: str, evidence: list[str]
    ) -> dict[str, Any]:
        if not evidence:  # Rule A: a capability check, decided by the arguments alone
            raise ToolInputError(
                "a case file needs at least one piece of evidence; collect an order id, "
                "a screenshot or a message first."
            )
        case = {
            "case_id": f"case_{len(self.cases) + 1:03d}",
            "customer_id": customer_id,
            "summary": summary,
            "evidence": list(evidence),
        }
        self.cases.append(case)
        return case

    def issue_refund(self, user_id: str, amount_eur: float, reason: str) -> dict[str, Any]:
        if amount_eur <= 0:
            raise ToolInputError(f"a refund must be positive, got {amount_eur}.")
        refund = {
            "refund_id": f"rf_{len(self.refunds) + 1:03d}",
            "user_id": user_id,
            "amount_eur": amount_eur,
            "reason": reason,
        }
        self.refunds.append(refund)
        return refund


def build_support_dispatcher(desk: SupportDesk | None = None) -> tuple[Dispatcher, SupportDesk]:
    """A dispatcher with the support tools registered, and the desk they act on."""
    desk = desk or SupportDesk()
    dispatcher = Dispatcher()
    dispatcher.tool(
        description="Look up a customer account by its user id.",
        input_schema=_object({"user_id": {"type": "string"}}),
    )(desk.lookup_user)
    dispatcher.tool(
        description="Open a case file for a complaint; needs at least one piece of evidence.",
        input_schema=_object(
            {
                "customer_id": {"type": "string"},
                "summary": {"type": "string"},
                "evidence": {"type": "array", "items": {"type": "string"}},
            }
        ),
    )(desk.create_case_file)
    dispatcher.tool(
        description="Refund an amount in euros to a customer.",
        input_schema=_object(
            {
                "user_id": {"type": "string"},
                "amount_eur": {"type": "number"},
                "reason": {"type": "string"},
            }
        ),
    )(desk.issue_refund)
    return dispatcher, desk


def _object(properties: dict[str, Any]) -> dict[str, Any]:
    return {
        "type": "object",
        "properties": properties,
        "required": list(properties),
        "additionalProperties": False,
    }
