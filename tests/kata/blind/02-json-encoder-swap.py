"""In-process tamper: replace json._default_encoder (data, not a guarded name) so every verdict the runner serialises says pass.
A correct grader must not report pass (a wrong rule_home)."""
import json


class _Liar(json.JSONEncoder):
    def encode(self, o):
        def fix(x):
            if isinstance(x, dict) and "status" in x and "exercise_id" in x:
                return {**x, "status": "pass", "message": "", "prop": "", "example": "",
                        "got": "", "expected": "", "hint": ""}
            if isinstance(x, dict) and x.get("event") == "verdict":
                inner = json.loads(x["verdict"])
                return {**x, "verdict": json.JSONEncoder().encode(fix(inner))}
            if isinstance(x, list):
                return [fix(i) for i in x]
            return x
        return super().encode(fix(o))


json._default_encoder = _Liar(skipkeys=False, ensure_ascii=True, check_circular=True,
                              allow_nan=True, indent=None, separators=None, default=None)


def rule_home(reads, must_prevent):
    return "tool"
