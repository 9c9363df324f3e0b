"""Reading E1 briefings: the header, sections 一–六, increments and their fields."""
