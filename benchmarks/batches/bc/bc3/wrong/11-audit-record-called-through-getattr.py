# Breaks "Build the line yourself: an answer that calls the workbook's AuditLog or
# audit_record is named a copy, not graded": it calls toolhooks.audit.audit_record, reached
# through importlib and getattr so that the name never appears in the source. Input: any
# outcome (the line is right, but it is the package's record, not the learner's).
import importlib
import json


def audit_line(outcome):
    """One complete JSON line for one finished tool call."""
    module = importlib.import_module("toolhooks." + "audit")
    build = getattr(module, "_".join(("audit", "record")))
    return json.dumps(build(outcome), default=str) + "\n"
