# Breaks two sentences of the Returns (Exercise 1): pydantic's lax mode coerces, so
# violation_chance(0.5, 3.0), (0.5, '3'), (0.5, True) and ('0.5', 3) return 0.875/0.5
# instead of raising ("whole values of other types too (3.0, True, ..., '3')"), and the int p
# becomes a float, so violation_chance(1, 10**400) raises OverflowError ("1**n is exact").
from typing import Annotated

from pydantic import Field, validate_call


@validate_call
def violation_chance(
    p: Annotated[float, Field(ge=0, le=1)], n: Annotated[int, Field(ge=0)]
) -> float:
    """The chance of at least one violation in n requests at compliance p."""
    return 1 - p**n
