"""The exercises, one module each, in workbook order."""

from __future__ import annotations

from hookkata.exercises import (
    answer_turn,
    audit_line,
    deploy_window,
    free_tier,
    observers,
    pre_chain,
    rule_home,
    same_user,
    save_before_replace,
    session_summary,
    synthetic_denial,
    violation_chance,
    writes_in_project,
)
from hookkata.grading.exercise import Exercise

CATALOG: tuple[Exercise, ...] = tuple(
    sorted(
        (
            module.EXERCISE
            for module in (
                violation_chance,
                rule_home,
                same_user,
                free_tier,
                deploy_window,
                synthetic_denial,
                answer_turn,
                save_before_replace,
                pre_chain,
                observers,
                audit_line,
                session_summary,
                writes_in_project,
            )
        ),
        key=lambda exercise: exercise.number,
    )
)
