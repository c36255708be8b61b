package com.example.kit.option

import androidx.compose.foundation.layout.Arrangement
import androidx.compose.foundation.layout.Row
import androidx.compose.foundation.layout.size
import androidx.compose.foundation.shape.CircleShape
import androidx.compose.foundation.background
import androidx.compose.foundation.layout.Box
import androidx.compose.material3.Text
import androidx.compose.runtime.Composable
import androidx.compose.ui.Modifier
import androidx.compose.ui.graphics.Color
import androidx.compose.ui.unit.dp
import androidx.compose.ui.unit.sp

enum class OptionLook { Plain, Picked }

/** Inks by look, read through an extension that falls back to the plain one. */
private val Inks = mapOf(OptionLook.Plain to Color(0xFF344054))

private fun Map<OptionLook, Color>.inkFor(look: OptionLook): Color = get(look) ?: getValue(OptionLook.Plain)

/** A row that ends in a dot when checked, else in its hint when the caller gives one. */
@Composable
fun Option(title: String, checked: Boolean = false, hint: String? = null) {
    val look = if (checked) OptionLook.Picked else OptionLook.Plain
    Row(horizontalArrangement = Arrangement.spacedBy(8.dp)) {
        Text(text = title, color = Inks.inkFor(look))
        when {
            checked -> Box(Modifier.size(6.dp).background(Color(0xFF1570EF), CircleShape))
            hint != null -> Text(text = hint, color = Color(0xFF667085), fontSize = 13.sp)
        }
    }
}
