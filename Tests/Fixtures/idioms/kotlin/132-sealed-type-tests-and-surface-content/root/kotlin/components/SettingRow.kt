package com.example.settings

import androidx.compose.foundation.layout.Arrangement
import androidx.compose.foundation.layout.Row
import androidx.compose.foundation.layout.padding
import androidx.compose.foundation.shape.RoundedCornerShape
import androidx.compose.material3.Surface
import androidx.compose.material3.Text
import androidx.compose.runtime.Composable
import androidx.compose.ui.Modifier
import androidx.compose.ui.graphics.Color
import androidx.compose.ui.text.font.FontWeight
import androidx.compose.ui.unit.dp

sealed interface Accessory {
    data object Nothing : Accessory
    data object Arrow : Accessory
    data class Badge(val count: Int) : Accessory
}

@Composable
fun SettingRow(title: String, accessory: Accessory = Accessory.Arrow) {
    val badge = accessory as? Accessory.Badge
    val emphasized = accessory is Accessory.Badge
    Surface(color = Color(0xFFF4F5F7), shape = RoundedCornerShape(12.dp)) {
        Row(Modifier.padding(horizontal = 16.dp, vertical = 10.dp), horizontalArrangement = Arrangement.spacedBy(8.dp)) {
            Text(title, color = if (badge != null) Color(0xFF0B57D0) else Color(0xFF1F1F1F), fontWeight = if (emphasized) FontWeight.Bold else FontWeight.Normal)
            when (accessory) {
                is Accessory.Badge -> Text("${accessory.count}", color = Color(0xFFB3261E))
                Accessory.Arrow -> Text("›", color = Color(0xFF757575))
                else -> Unit
            }
        }
    }
}
