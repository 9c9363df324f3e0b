"""Configuration: section_map.yaml loaded and validated into a SectionMap."""
