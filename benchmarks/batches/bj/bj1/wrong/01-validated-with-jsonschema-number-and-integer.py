# Breaks: "Raises ValueError ... when ... n is ... not an int: ... 3.0" and "when p is ... NaN".
# Input: violation_chance(0.5, 3.0) returns 0.875 (JSON Schema's "integer" accepts 3.0), and
# violation_chance(float('nan'), 2) returns nan ("minimum"/"maximum" never fail on NaN).
import jsonschema

_SCHEMA = {
    "type": "object",
    "properties": {
        "p": {"type": "number", "minimum": 0, "maximum": 1},
        "n": {"type": "integer", "minimum": 0},
    },
    "required": ["p", "n"],
}
_VALIDATOR = jsonschema.Draft202012Validator(_SCHEMA)


def violation_chance(p, n):
    errors = list(_VALIDATOR.iter_errors({"p": p, "n": n}))
    if errors:
        raise ValueError("; ".join(error.message for error in errors))
    return 1 - p**n
